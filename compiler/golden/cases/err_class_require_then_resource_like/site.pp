class dep($p = 1) { }
class user_c { require dep }
include user_c
class { 'dep': p => 2 }
