# getvar's name is matched with Ruby's ^ (any line start): only the last
# line of a multi-line string names the variable.
$a = { 'b' => 1 }
$c = { 'd' => 5 }
notice(getvar("a.b\nc", 'dflt'))
notice(getvar("a.b\nc.d", 'dflt'))
notice(getvar('a.b', 'dflt'))
notice(getvar('::a.b', 'dflt'))
