# Written for this case.
define app::vhost (String $docroot) {
  notify { "vhost ${title}":
    message => [simplib::debug::classtrace(false), simplib::caller(), simplib::caller(2), simplib::debug::stacktrace(false)],
  }
  simplib::debug::classtrace()
}
