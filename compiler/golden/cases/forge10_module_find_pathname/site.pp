# A module's secret() function: Puppet::Module.find(name) from a 4.x function, Pathname#cleanpath/file?/readable?/read.
# Written for this case (the part of forge10_module_find_dir_glob without Dir.chdir).
notice(secret('app/db.txt'))
notice(secret('app/../top.txt'))
file { '/etc/app/db.pw': content => secret('app/./db.txt') }
