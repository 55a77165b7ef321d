node default {
  include profile::rgbank
}
