# The 3.x function API and ERB's scope API as older Forge modules use them (see the function and
# the templates): one notice per 3.x call, the template rendered into a notify.
$site_var = 'top'
include legacy
