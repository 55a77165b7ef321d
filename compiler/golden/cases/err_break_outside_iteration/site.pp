notice('start')
if true {
  break()
}
