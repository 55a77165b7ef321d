node default {
  notice('default node')
}
