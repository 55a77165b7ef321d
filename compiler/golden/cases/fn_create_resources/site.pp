# create_resources with defaults, for built-in and defined types, virtual and exported forms.
define site($port = 80, $root = '/var/www') { notify { "site ${title} ${port} ${root}": } }
create_resources('site', { 'a' => { 'port' => 8080 }, 'b' => {} }, { 'root' => '/srv' })
create_resources(file, { '/tmp/x' => { 'ensure' => 'file' } }, { 'mode' => '0644' })
create_resources('@notify', { 'virtual one' => {} })
create_resources('@@notify', { 'exported one' => { 'message' => 'x' } })
realize(Notify['virtual one'])
class withparams($p = 1) { notify { "withparams ${p}": } }
create_resources('class', { 'withparams' => { 'p' => 2 } })
