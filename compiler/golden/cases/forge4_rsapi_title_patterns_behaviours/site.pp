thing { 'php/yum': secret => Sensitive('x'), mode => 'a' }
thing { 'vim': manager => 'apt', flag => true }
notice(Thing['php/yum']['manager'])
thing { 'other': package => 'emacs', manager => 'apt' }
