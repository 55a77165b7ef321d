class rmk::plain {
  notify { 'plain': }
}
