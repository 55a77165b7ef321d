# Written for this case.
node default {
  include app
  notify { 'top': message => [simplib::caller(), simplib::debug::classtrace(false)] }
}
