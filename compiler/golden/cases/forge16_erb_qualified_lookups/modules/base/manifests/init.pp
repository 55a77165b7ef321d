class base (String $domain = 'example.com', Array $ntp = ['ntp1', 'ntp2']) {
  $derived = "derived.${domain}"
}
