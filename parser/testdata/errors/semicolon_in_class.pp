class a {
  notice(1);
}
