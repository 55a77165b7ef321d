class m (String $secret, String $other) {
  m_redact('secret')
  m_redact('other', 'replaced')
  notice("still ${secret} ${other}")
  m::thing { ['a', 'b']: secret => 's3cret' }
}
