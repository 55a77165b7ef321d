define m::d {
  notice(m_probe('M::D[dd]', ''))
}
