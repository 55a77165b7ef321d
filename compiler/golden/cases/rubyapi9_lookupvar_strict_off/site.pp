include probe
