notice(m::check('a'))
$v = m::check('zz')
