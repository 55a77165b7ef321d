node default {
  include profile::app
}
