class m {
  notify { 'n1': message => 'orig' }
  notify { 'n2': message => 'orig' }
  notify { 'n3': message => 'orig', name => 'named' }
  file { '/tmp/f': content => 'c' }
  notify { 'n4': message => 'orig' }
  notice(m_probe('File[/tmp/f]', 'delete'))
  notice(m_probe('Notify[n1]', 'new'))
  notice(m_probe('Notify[n2]', 'inplace'))
  notice(m_probe('Notify[n3]', ''))
  notice(m_probe('Class[M]', ''))
  notice(m_probe('Notify[n4]', 'later'))
  m::d { 'dd': }
}
