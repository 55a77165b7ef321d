define vd($m) { notify { "vd ${title} ${m}": } }
@vd { 'one': m => 'a' }
@vd { 'two': m => 'b' }
Vd <| title == 'one' |> { m => 'overridden' }
