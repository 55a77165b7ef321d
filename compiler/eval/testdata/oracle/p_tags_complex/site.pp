class a::b { tag 'Mixed', 'x::y' notify { 'n1': tag => ['t1', 'T2'] } }
include a::b
define d::e() { notify { "in-${title}": } }
d::e { 'Title With Spaces': }
d::e { 'ok_title': }
notify { 'top': tag => 'foo::bar::baz' }
