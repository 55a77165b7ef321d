type Nginx::UpstreamLeastTimeHttp = Enum['header','header inflight','last_byte','last_byte inflight']
