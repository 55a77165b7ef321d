m_setting { 'a': path => '/etc/x', value => '1' }
m_setting { 'b': path => '/etc/x', valeu => '2', ensure => present }
