# Written for this case (RUBYAPI-8, QA-FORGE-14 R1/R2): tags module Ruby gives resources.
class app::web {
  tagprobe_add('web')
  notify { 'in web': }
}
include app::web
$r = tagprobe::refs()
notify { 'refs': message => $r[0] }
notify { 'class ref': message => "${r[1]}" }
File <| tag == 'extra::deep' |> { mode => '0600' }
