define d { notify { $title: } }
d { 'ok': tag => 'x', require => Notify['ok'] }
d { 'bad': nosuchmeta => 1 }
