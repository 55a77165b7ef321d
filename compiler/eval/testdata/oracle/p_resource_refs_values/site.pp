notify { 'src': message => 'hello' }
notice(Notify['src']['message'])
$t = Notify
notice($t['src'])
notice(Resource['notify', 'src'])
notice(Class)
Notify { loglevel => 'info' }
notify { 'later': }
notice(Notify['later']['loglevel'])
