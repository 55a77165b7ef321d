class gns_gps {
  notify {'gns_gps': }
}
