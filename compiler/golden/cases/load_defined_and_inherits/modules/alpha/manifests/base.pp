class alpha::base { $x = "base in ${module_name}" }
class alpha::base::inner { }
