# The real puppetlabs-ntp module (Debian package) configured through Hiera: automatic parameter
# lookup across environment data and the module's own data, templates and stdlib functions.
include ntp
