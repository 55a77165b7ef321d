case $x {
  default: { }
  default: { }
}
