notice(m_join2('a', 'b'))
$v = m_join2('only')
