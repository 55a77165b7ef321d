notify { 'a': }
notify { 'b': require => Notify['missing'] }
