# QA-FORGE-8: example42/puppet-psick's functions: psick::template 6bc8e2dd (epp/template/file chosen by the last
# four characters; template() called from a Puppet function: which variables the ERB sees), psick::contain_classes
# 22586cb3 (contain and Class[] -> Class[] relationships from inside a function, over an Array, a Hash or a
# String), get_magicvar cb9af5d7 (lookupvar of a set and an unknown variable) and parse_url d51bb9b4 (URI.parse:
# port as an Integer, nil parts, File.extname/basename).
$role = 'webserver'
$env_empty = ''
notice(psick::template('psick/motd.epp', { 'name' => 'web01' }))
notice(psick::template('psick/motd.erb', { 'x' => 1 }))
notice(psick::template('psick/motd.txt'))
notice(type(psick::template(undef)))
notice(psick::template(''))
psick::contain_classes(['psick::pre'])
psick::contain_classes({ 'base' => 'profile::base', 'ssh' => 'profile::ssh', 'none' => '' }, 'psick::pre')
psick::contain_classes('profile::ntp', 'profile::base')
notice(get_magicvar('role'), get_magicvar('env_empty'), get_magicvar('no_such_var'), get_magicvar('::role'))
$u = 'https://my_user:my_pass@www.example.com:8080/path/to/file.php?id=1&ret=0'
notice(['scheme', 'userinfo', 'user', 'password', 'host', 'port', 'path', 'query', 'filename', 'filetype', 'filedir'].map |$p| { parse_url($u, $p) })
notice(parse_url('http://example.com', 'port'), type(parse_url('http://example.com', 'query')), parse_url('ftp://h/dir/archive.tar.gz', 'filedir'))
