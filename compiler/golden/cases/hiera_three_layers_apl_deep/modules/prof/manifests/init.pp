class prof(Hash $settings, Array $list, String $label) {
  notify { 'prof': message => { settings => $settings, list => $list, label => $label } }
}
