notify { 'ok': }
notify { '': }
