class role::web {
  lookup('classes', Array[String], 'unique', []).include
}
