# Module functions that find their module with Puppet::Module.find and read its files: binford2k-wreckit's
# wreckit_scenarios (Dir.chdir + Dir.glob('**/*.pp')) and a secret() function (Pathname#cleanpath/file?/read).
# Written for this case.
notice(wreckit_scenarios('web'))
notice(wreckit_scenarios())
notice(wreckit_scenarios('db'))
notice(wreckit_scenarios('none'))
include wreckit_scenarios('web')
notice(secret('app/db.txt'))
notice(secret('app/../top.txt'))
file { '/etc/app/db.pw': content => secret('app/./db.txt') }
