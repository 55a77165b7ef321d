# Debian's puppetlabs-ntp classified onto a Windows node (written for this case): the module's own refusal.
node default {
  include ntp
}
