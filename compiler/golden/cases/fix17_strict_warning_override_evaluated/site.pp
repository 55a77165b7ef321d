# strict = warning: a collector's override reaching a defined type's instance
# that was already evaluated (parser/resource.rb merge_override: strict
# error raises, warning warns; the new value does not reach its body)
define d($m = 'x') { notify { "in ${title}": message => $m } }
define e() { D <| title == 'one' |> { m => 'y' } }
d { 'one': }
e { 'go': }
