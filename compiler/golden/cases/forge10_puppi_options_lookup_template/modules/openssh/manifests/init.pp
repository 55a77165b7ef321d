class openssh ($options = {}) {
  openssh::config { 'main': }
}
