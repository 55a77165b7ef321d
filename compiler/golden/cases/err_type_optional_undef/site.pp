class app(String $name_) { notify { $name_: } }
class { 'app': name_ => undef }
