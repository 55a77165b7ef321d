function mymod::x::y() { "y ${module_name}" }
