define holder::d() {
  notify { "in ${title}": }
}
