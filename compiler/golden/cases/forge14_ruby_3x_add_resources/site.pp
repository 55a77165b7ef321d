# Written for this case.
class app { legacy_add_resources('app') }
include app
realize(User['appsvc'])
notify { 'after': require => File['/etc/app.conf'] }
