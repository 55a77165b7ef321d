node default {
  lookup('classes', Array[String], 'unique').include
}
