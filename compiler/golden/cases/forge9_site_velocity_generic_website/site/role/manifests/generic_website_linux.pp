# written for this case: role::generic_website without profile::baseline (its Linux branch needs modules not here)
class role::generic_website_linux {
  include profile::app::generic_website
}
