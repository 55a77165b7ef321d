$m_top = 'top'
notify { 'api': message => m::api('/tmp/a b') }
