# A type alias whose type names nothing loads: the unknown name stays an unresolved reference that matches nothing.
$x = 1 =~ Mymod::Small
