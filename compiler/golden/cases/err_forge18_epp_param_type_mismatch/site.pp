# An EPP typed parameter given a plain String where Sensitive[String] is declared.
notice(epp('db/conf.epp', { 'user' => 'u', 'password' => 'plain' }))
