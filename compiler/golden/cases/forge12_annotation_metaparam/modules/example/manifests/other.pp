# Written for this case (README usage).
class example::other {
  annotation('declared in example::other')
}
