node default {
  include profile::policy
}
