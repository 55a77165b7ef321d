# A control repository's layout: environment.conf names site-modules before modules.
include role::web
