define m::thing (String $secret) {
  m_redact('secret')
  notify { "${title} ${secret}": }
}
