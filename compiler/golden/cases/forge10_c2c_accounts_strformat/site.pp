# camptocamp/puppet-accounts' 3.x functions: strformat (gsub block with $1/$2 and eval("self[$1]#{$2}") on the calling
# scope) and absents. Values written for this case (the first strformat call is the function's own doc example).
class accounts_probe {
  $foo = 'Hello'
  $bar = { 'baz' => { 'quux' => 'World' } }
  $elem = 'baz'
  notice(strformat('%{foo}, %{bar["%{elem}"]["quux"]}'))
  notice(strformat('%{::fqdn} / %{facts["os"]["family"]} / %{foo}'))
  notice(strformat('no markers'))
  $users = {
    'alice' => { 'ensure' => 'present', 'uid' => 1001 },
    'bob'   => { 'ensure' => 'absent' },
    'carol' => { 'ensure' => 'absent', 'uid' => 1003 },
  }
  notice(absents($users))
  user { keys(absents($users)): ensure => absent }
}
include accounts_probe
